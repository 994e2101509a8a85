export { PublicLayout } from './PublicLayout';
export { StandaloneLayout } from './StandaloneLayout';
