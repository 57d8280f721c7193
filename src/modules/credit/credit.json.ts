import { Timestamp } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { resource } from '../../platform/resources.js';

export const CreditScoreJson = resource(
  'CreditScore',
  "The user's credit score and the factors behind it.",
  z.object({
    score: z.number().int().describe('300-850'),
    grade: z.enum(['A', 'B', 'C', 'D', 'E']).describe('A 800+, B 740-799, C 670-739, D 580-669, E below 580'),
    maxScore: z.number().int(),
    factors: z.array(z.string()).describe('what raises or lowers the score, e.g. "KYC tier 2: +80"'),
    factorDetails: z.array(z.object({ code: z.string(), points: z.number().int(), description: z.string() })),
    lastUpdated: Timestamp.describe('when the score last changed'),
  }),
);
