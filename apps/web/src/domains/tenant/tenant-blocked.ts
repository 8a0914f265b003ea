// The page of a disabled or expired tenant's users; the HTTP client sends them there on the server's refusal.
export { TENANT_NOTICE_PATH } from '../../api/http-errors.ts';
