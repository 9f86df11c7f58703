/** VIP plans (contract section 6, roles). */
export interface Role {
  id: number;
  name: string;
  charge: number;
  expire_days: number;
  desc_rows: string[];
}
