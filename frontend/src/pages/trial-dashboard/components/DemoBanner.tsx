import { Alert } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/paths';

/** Above every demo page: what this is, and the way to the real thing. */
export function DemoBanner() {
  return (
    <Alert
      type="info"
      showIcon
      banner
      className="demo-banner"
      title={
        <span>
          You are exploring a complete demo dashboard with sample data. Nothing here is saved.{' '}
          <Link to={PATHS.plan} className="demo-banner__link">
            Sign Up Now
          </Link>
        </span>
      }
    />
  );
}
