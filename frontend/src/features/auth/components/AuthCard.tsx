import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './AuthCard.css';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card's body, such as "Don't have an account? Sign up". */
  footer?: ReactNode;
};

/** The centred card every account entry page (log in, sign up, password reset) is laid out in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="auth-page">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-card__title">
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" className="auth-card__subtitle">
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </Card>
    </section>
  );
}
