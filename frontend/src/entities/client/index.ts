export {
  clientsApi,
  useCreateClientMutation,
  useDeleteClientMutation,
  useGetClientQuery,
  useListClientsQuery,
  useUpdateClientMutation,
} from './api/clientsApi';
export type { Client, ClientInput } from './api/clientsApi';
export { displayName } from './model/clientNames';
export { ClientAvatar } from './ui/ClientAvatar';
export { ClientStatusTag } from './ui/ClientStatusTag';
export { postalAddressOf } from './model/postalAddress';
export { CLIENT_STATUSES, statusLabel } from './model/clientStatus';
export type { ClientStatus } from './model/clientStatus';
