import { api } from '../../../shared/api/baseApi';
import type { ContactCategory } from '../model/contactReasons';

export type ContactMessage = {
  name: string;
  business: string;
  email: string;
  message: string;
  category: ContactCategory;
  phone?: string;
  location?: string;
};

/** POST /api/send-email: no authorization; the mailer routes it by category. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ success: boolean }, ContactMessage>({
      query: (body) => ({ url: '/send-email', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
