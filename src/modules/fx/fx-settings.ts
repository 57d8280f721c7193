/** How quotes are priced, per speed tier where it differs (the environment sets them: src/config.ts). */
export interface FxSettings {
  quoteTtlSeconds: number;
  /** Percent below the mid-market rate that a customer gets, per speed tier. */
  marginPercent: { express: number; economy: number };
  /** Fee as a percent of the send amount, per speed tier. */
  feePercent: { express: number; economy: number };
  /** A rate change at least this large (percent) is announced with rate.updated. */
  eventThresholdPercent: number;
}
