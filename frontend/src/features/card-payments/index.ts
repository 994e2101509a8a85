export { CardPaymentsCard } from './components/CardPaymentsCard';
