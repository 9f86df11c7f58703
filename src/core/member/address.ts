import { required, rule, rules, type Validator } from '../forms/index.js';
import type { AddressForm } from '../session/index.js';

/** A mainland mobile: 11 digits, 1 then 3–9 (the server's format check). */
export const isMainlandMobile = (text: string) => /^1[3-9][0-9]{9}$/.test(text.trim());

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

type Field = keyof AddressForm;

/** [field, missing, too long (max), what the field is called]: the server's table, field by field. */
const LINES: Array<[Field, string, number, string]> = [
  ['name', '请输入收货人姓名', 20, '收货人姓名'],
  ['province', '请选择省份', 30, '省份'],
  ['city', '请选择城市', 30, '城市'],
  ['area', '请选择区县', 30, '区县'],
  ['street', '请输入详细地址', 200, '详细地址'],
];

const line = ([field, missing, max, name]: [Field, string, number, string]): Validator<AddressForm>[] => [
  required<AddressForm>(field, missing),
  rule<AddressForm>(field, `${name}不能超过${max}个字`, (v) => v.trim().length <= max),
  rule<AddressForm>(field, `${name}不能包含换行等控制字符`, (v) => !CONTROL.test(v)),
];

/**
 * The credit mall's address form (spec section 3: name, mobile, province, city, area, street),
 * checked in screen order with the server's own messages, so a refusal reads the same either way.
 */
export const validateAddress: Validator<AddressForm> = rules<AddressForm>(
  ...line(LINES[0]),
  required<AddressForm>('mobile', '请输入收货人手机号'),
  rule<AddressForm>('mobile', '请输入正确的手机号', isMainlandMobile),
  ...LINES.slice(1).flatMap(line),
);

/** The values as sent: trimmed, as the server stores them. */
export const trimAddress = (a: AddressForm): AddressForm => ({
  name: a.name.trim(),
  mobile: a.mobile.trim(),
  province: a.province.trim(),
  city: a.city.trim(),
  area: a.area.trim(),
  street: a.street.trim(),
});
