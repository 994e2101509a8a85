export { ClientsSection } from './sections/ClientsSection';
export { ClientDetail } from './pages/ClientDetail';
export { useGetClientQuery } from '../../entities/client/api/clientsApi';
