/** The largest id an `integer` column holds on PostgreSQL (and the largest any table will reach). */
export const MAX_ID = 2_147_483_647;

/**
 * Whether `value` can be a row's id: a whole number from 1 to MAX_ID. Anything else is no row,
 * on either database (PostgreSQL would refuse to compare it to an `integer` column).
 */
export const isRowId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_ID;
