import { api } from '../../../shared/api/baseApi';
import type { ClientStatus } from '../model/clientStatus';

/** A client as /api/clients answers it. */
export type Client = {
  id: string;
  business_name: string;
  contact_name: string;
  business_email: string;
  business_phone: string;
  business_address: string;
  business_website: string;
  tax_id: string;
  notes: string;
  status: ClientStatus | string;
  created_at: string;
  updated_at: string;
  /** The structured address and identifiers (docs/money-model-api.md); country ISO 3166-1 alpha-2. */
  address_lines: string[];
  postal_code: string;
  city: string;
  region: string;
  country: string;
  vat_id: string;
  registration_id: string;
  /** IANA zone a recurring invoice for this client is sent in; '' for the owner's (issue 25). */
  time_zone: string;
  /** BCP 47 tag the client's documents are printed in; '' for the owner's default (issue 26). */
  language: string;
};

/** What the New/Edit Client dialog sends (POST and PUT take the same fields). */
export type ClientInput = Omit<Client, 'id' | 'created_at' | 'updated_at'>;

export type ClientListArgs = { page: number; pageSize: number; search: string; status: ClientStatus | '' };
export type ClientPage = { data: Client[]; total: number; page: number; pageSize: number };

const signedInCall = { auth: 'required' } as const;
const LIST = { type: 'Client', id: 'LIST' } as const;

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page, searched and filtered by the server. */
    listClients: build.query<ClientPage, ClientListArgs>({
      query: ({ page, pageSize, search, status }) => ({
        url: '/clients',
        params: { page, pageSize, ...(search ? { search } : {}), ...(status ? { status } : {}) },
      }),
      extraOptions: signedInCall,
      providesTags: [LIST],
    }),
    getClient: build.query<Client, string>({
      query: (id) => `/clients/${encodeURIComponent(id)}`,
      transformResponse: (reply: { data: Client }) => reply.data,
      extraOptions: signedInCall,
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
    }),
    createClient: build.mutation<Client, ClientInput>({
      query: (body) => ({ url: '/clients', method: 'POST', body }),
      transformResponse: (reply: { data: Client }) => reply.data,
      extraOptions: signedInCall,
      invalidatesTags: [LIST],
    }),
    updateClient: build.mutation<Client, { id: string; input: ClientInput }>({
      query: ({ id, input }) => ({ url: `/clients/${encodeURIComponent(id)}`, method: 'PUT', body: input }),
      transformResponse: (reply: { data: Client }) => reply.data,
      extraOptions: signedInCall,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Client', id }],
    }),
    /**
     * The deleted client's own entry is left alone: refetching it would flash 'Client not found' on
     * the page that is leaving. Documents lose their link to it, so their lists refresh.
     */
    deleteClient: build.mutation<{ success: boolean }, string>({
      query: (id) => ({ url: `/clients/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: signedInCall,
      invalidatesTags: [LIST, 'Document'],
    }),
  }),
});

export const {
  useListClientsQuery,
  useGetClientQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useDeleteClientMutation,
} = clientsApi;
