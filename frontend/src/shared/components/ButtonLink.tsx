import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: string };

/**
 * An antd button that is a real link: it renders an <a href>, so it can be opened in a new tab
 * and is announced as a link, yet a plain click navigates inside the app without a reload.
 */
export function ButtonLink({ to, onClick, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLElement>(to);

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) {
      navigateOnClick(event);
    }
  };

  return <Button {...props} href={href} onClick={handleClick} />;
}
