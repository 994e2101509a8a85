export { ConstructionPage } from './ConstructionPage';
