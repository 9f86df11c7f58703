export const ORDER_STATUS = { UNPAID: 1, PAYING: 5, CANCELLED: 7, PAID: 9 } as const;

export const STATUS_TEXT: Record<number, string> = {
  1: '未支付',
  5: '支付中',
  7: '已取消',
  9: '已支付',
};

/**
 * Orders keep their full price in `charge`; a promo code's deduction sits in `discount`, so the
 * amount a gateway collects is charge - discount.
 */
export const ORDERS_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     charge INTEGER NOT NULL,
     order_id TEXT NOT NULL UNIQUE,
     status INTEGER NOT NULL DEFAULT 1,
     payment TEXT NOT NULL DEFAULT '',
     payment_method TEXT NOT NULL DEFAULT '',
     promo_code_id INTEGER NOT NULL DEFAULT 0,
     discount INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, id)`,
  `CREATE TABLE IF NOT EXISTS order_goods (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     oid INTEGER NOT NULL REFERENCES orders(id),
     user_id INTEGER NOT NULL,
     goods_id INTEGER NOT NULL,
     goods_type TEXT NOT NULL,
     goods_name TEXT NOT NULL,
     goods_thumb TEXT NOT NULL DEFAULT '',
     goods_charge INTEGER NOT NULL,
     goods_ori_charge INTEGER NOT NULL,
     num INTEGER NOT NULL DEFAULT 1,
     charge INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS order_goods_order ON order_goods (oid)`,
  `CREATE TABLE IF NOT EXISTS promo_codes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     code TEXT NOT NULL UNIQUE,
     user_id INTEGER NOT NULL DEFAULT 0,
     expired_at INTEGER,
     invite_user_reward INTEGER NOT NULL DEFAULT 0,
     invited_user_reward INTEGER NOT NULL DEFAULT 0,
     use_times INTEGER NOT NULL DEFAULT 0,
     used_times INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS promo_code_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL,
     code_id INTEGER NOT NULL REFERENCES promo_codes(id),
     order_id INTEGER NOT NULL REFERENCES orders(id),
     created_at INTEGER NOT NULL
   )`,
];
