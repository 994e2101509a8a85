import { Button, Result } from 'antd';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/**
 * Shown when rendering a route throws, most often because a page's code failed to download
 * after a new release; reloading fetches the current files.
 */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');

  return (
    <Result
      status="500"
      title="Something went wrong"
      subTitle="This page could not be shown. Reloading usually fixes it."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      }
    />
  );
}
