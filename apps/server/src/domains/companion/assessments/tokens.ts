import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret: 32 random bytes (256 bits) as base64url, 43 characters. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What is stored of an attempt token: its SHA-256, so a database leak gives no one a child's attempt. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
