export { ClientsSection } from './sections/ClientsSection';
export { ClientDetail } from './pages/ClientDetail';
