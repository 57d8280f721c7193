import { z } from 'zod';
import { fields } from '../../platform/validation.js';

// One schema per input (design rule 2): the REST routes and the GraphQL resolvers both pass raw
// input to the service, which parses it with these.

export const RegisterInput = z.strictObject({
  firstName: fields.name('firstName'),
  lastName: fields.name('lastName'),
  email: fields.email(),
  phone: fields.phone(),
  password: fields.password(),
  country: fields.country(),
  referralCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{8}$/, 'referralCode must be the 8 letters and digits of a referral code')
    .optional(),
});
export type RegisterInput = z.output<typeof RegisterInput>;

export const LoginInput = z.strictObject({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(128, 'password must be at most 128 characters'),
});

export const RefreshInput = z.strictObject({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required').max(200, 'refreshToken is not valid'),
});

export const ForgotPasswordInput = z.strictObject({ email: fields.email() });

export const ResetPasswordInput = z.strictObject({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is not valid'),
  newPassword: fields.password(),
});

export const UpdateProfileInput = z
  .strictObject({
    firstName: fields.name('firstName').optional(),
    lastName: fields.name('lastName').optional(),
    phone: fields.phone().optional(),
    country: fields.country().optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'give at least one of firstName, lastName, phone, country',
    // An unknown key is already reported; "give at least one" would only repeat it.
    when: (payload) => payload.issues.length === 0,
  });
export type UpdateProfileInput = z.output<typeof UpdateProfileInput>;

export const VerifyPhoneInput = z.strictObject({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .regex(/^[0-9]{6}$/, 'code must be the 6 digits sent to your phone'),
});
