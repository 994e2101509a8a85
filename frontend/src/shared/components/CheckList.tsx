import { CheckCircleOutlined } from '@ant-design/icons';
import './CheckList.css';

/** A list of what a plan gives, each line with a green check. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <CheckCircleOutlined className="check-list__icon" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
