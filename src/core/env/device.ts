/**
 * Whether the browser is a phone or tablet, by the user-agent test of the public MeEdu PC client
 * (contract section 11): the mobile hand-off and the cashier hop of an order both ask it. It sits
 * with the environment, which every bundle shares, so no page that asks splits it off on its own.
 */
const MOBILE_UA =
  /phone|pad|pod|iPhone|iPod|ios|iPad|Android|Mobile|BlackBerry|IEMobile|MQQBrowser|JUC|Fennec|wOSBrowser|BrowserNG|WebOS|Symbian|Windows Phone/i;

export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return !!ua && MOBILE_UA.test(ua);
}
