import { z } from 'zod';

/** GET /api/config/operator: the company that runs the shop, from the server's configuration (OPERATOR_* variables). */
export const operatorDetailsSchema = z.object({
  name: z.string(),
  address: z.string(),
  companyNumber: z.string(),
  email: z.string(),
  dataProtectionEmail: z.string(),
  /** As written for people ('0131 496 0000'); links dial it through telHref (src/domain/phone.ts). */
  phone: z.string(),
});
export type OperatorDetails = z.infer<typeof operatorDetailsSchema>;

/** GET /api/config: what the web app may know about this deployment. */
export const appConfigSchema = z.object({ debugEnabled: z.boolean() });
export type AppConfig = z.infer<typeof appConfigSchema>;
