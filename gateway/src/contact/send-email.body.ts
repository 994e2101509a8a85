import { ContactCategory } from '@paydraft/contracts';
import { z } from 'zod';

const CATEGORIES = {
  support: ContactCategory.SUPPORT,
  sales: ContactCategory.SALES,
  inquiries: ContactCategory.INQUIRIES,
  feedback: ContactCategory.FEEDBACK,
} as const;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .optional()
    .transform((value) => value?.trim() ?? '');

/**
 * Body of POST /api/send-email. The spec's `to` field is dropped like any other
 * unknown key: the mailer picks the mailbox from the category, so the endpoint
 * cannot be used to send mail to arbitrary addresses.
 */
export const sendEmailBodySchema = z.object({
  name: text('Name', 200),
  business: text('Business', 200),
  phone: text('Phone', 50),
  location: text('Location', 200),
  email: z
    .string()
    .trim()
    .max(320)
    .optional()
    .refine((value) => !value || z.email().safeParse(value).success, {
      error: 'Please enter a valid email address',
    })
    .transform((value) => value ?? ''),
  message: text('Message', 10_000),
  category: z
    .enum(Object.keys(CATEGORIES) as [keyof typeof CATEGORIES], {
      error: 'Category must be one of support, sales, inquiries, feedback',
    })
    .default('inquiries')
    .transform((category) => CATEGORIES[category]),
});

export type SendEmailBody = z.infer<typeof sendEmailBodySchema>;
