import { Link } from 'react-router';
import { PATHS } from '../paths';

type BrandProps = {
  onClick?: () => void;
};

/** The logo and name, linking home. Named by its visible text ('Paydraft'; the mark is decoration), so
 * speech input can say what is on screen (an aria-label that differs is axe's label-content-name-mismatch). */
export function Brand({ onClick }: BrandProps) {
  return (
    <Link to={PATHS.home} className="brand" onClick={onClick}>
      <span className="brand__mark" aria-hidden="true">
        P
      </span>
      <span className="brand__name">Paydraft</span>
    </Link>
  );
}
