import { BugOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { LinkList } from '../../shared/components/LinkList';
import { SecondaryText } from '../../shared/components/SecondaryText';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { PATHS } from '../../shared/paths';
import { Brand } from '../../shared/layout/Brand';
import { FOOTER_LINKS } from '../../shared/layout/navLinks';

type SiteFooterProps = {
  /** Extra content for the bottom line, such as the service status. */
  extra?: ReactNode;
};

export function SiteFooter({ extra }: SiteFooterProps) {
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <Flex vertical gap={8} className="site-footer__about">
          <Brand />
          <SecondaryText>
            Professional invoices and quotes for freelancers and small businesses.
          </SecondaryText>
        </Flex>
        <nav aria-label="Footer">
          <LinkList links={FOOTER_LINKS} className="site-footer__links" />
        </nav>
        <ButtonLink to={PATHS.bugReport} icon={<BugOutlined />}>
          Report a bug
        </ButtonLink>
      </div>
      <div className="site-footer__bottom">
        <SecondaryText>
          {/* The build's year in the prerendered HTML, the visitor's in the browser. Around New Year they
              differ: hydration then keeps the HTML's text (no mismatch), and the new key writes theirs. */}
          <span key={hydrated ? 'visit' : 'build'} suppressHydrationWarning>
            {`© ${new Date().getFullYear()} Paydraft. All rights reserved.`}
          </span>
        </SecondaryText>
        {extra}
      </div>
    </footer>
  );
}
