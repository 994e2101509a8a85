import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { COMPARISON } from '../model/homeContent';
import './PlanComparison.css';

function CellValue({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <>
      <CheckOutlined className="comparison__yes" aria-hidden />
      <span className="visually-hidden">Included</span>
    </>
  ) : (
    <>
      <MinusOutlined className="comparison__no" aria-hidden />
      <span className="visually-hidden">Not included</span>
    </>
  );
}

/** Free vs Pro, as a plain table (light to load, read row by row by screen readers). */
export function PlanComparison() {
  return (
    <section className="home-section" aria-labelledby="comparison-title">
      <Typography.Title level={2} id="comparison-title" className="home-section__title">
        Free vs Pro
      </Typography.Title>
      <div className="comparison__scroll">
        <table className="comparison">
          <caption className="visually-hidden">What the free generator and the Pro plan include</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Free</th>
              <th scope="col">Pro</th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>
                  <CellValue value={row.free} />
                </td>
                <td>
                  <CellValue value={row.pro} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
