export { ClientsSection } from './sections/ClientsSection';
export { ClientDetail } from './pages/ClientDetail';
export { useGetClientQuery } from './api/clientsApi';
