import { modelFromRow } from '../../platform/model-from-row.js';
import { Timestamp, EmailAddress } from '../../platform/wire-formats.js';
import { z } from 'zod';
import type { UserRow } from './identity.tables.js';
import { resource } from '../../platform/resources.js';
import type { ModelOf } from '../../platform/wire-formats.js';

/** A user as services return it: never the password hash or token version. */
export type UserModel = ModelOf<typeof UserJson> & {
  developerAccountId: string | null;
};

/** The columns a UserModel is made of: what a read of a user needs, never the password hash. */
export const USER_MODEL_COLUMNS = [
  'id',
  'email',
  'phone',
  'phone_verified_at',
  'first_name',
  'last_name',
  'country',
  'role',
  'developer_account_id',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof UserRow)[];

export function toUserModel(row: Pick<UserRow, (typeof USER_MODEL_COLUMNS)[number]>, walletId: string | null): UserModel {
  return { ...modelFromRow(UserJson, row, { phoneVerified: row.phone_verified_at !== null, walletId }), developerAccountId: row.developer_account_id };
}

/** A user as REST shows it. */
export const UserJson = resource(
  'User',
  'A user: an app user, a merchant or an administrator, with their wallet.',
  z.object({
    id: z.string().describe('usr_…'),
    email: EmailAddress,
    phone: z.string(),
    phoneVerified: z.boolean().describe('whether the phone number was verified with the code sent to it (POST /users/me/phone/verify)'),
    firstName: z.string(),
    lastName: z.string(),
    country: z.string(),
    role: z.enum(['USER', 'MERCHANT', 'ADMIN']),
    walletId: z.string().nullable(),
    createdAt: Timestamp.describe('ISO 8601'),
    updatedAt: Timestamp.describe('ISO 8601'),
  }),
);

export const AuthTokensJson = resource(
  'AuthTokens',
  'A session: a 15-minute access token and the refresh token that renews it.',
  z.object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().describe('seconds'),
    refreshToken: z.string(),
    refreshTokenExpiresIn: z.number().int().describe('seconds'),
  }),
);

export interface AuthTokens {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  refreshToken: string;
  refreshTokenExpiresIn: number;
}
