import { Link } from 'react-router';
import { PATHS } from '../paths';

type BrandProps = {
  onClick?: () => void;
};

export function Brand({ onClick }: BrandProps) {
  return (
    <Link to={PATHS.home} className="brand" onClick={onClick} aria-label="Paydraft home">
      <span className="brand__mark" aria-hidden="true">
        P
      </span>
      <span className="brand__name">Paydraft</span>
    </Link>
  );
}
