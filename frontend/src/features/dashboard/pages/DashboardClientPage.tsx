import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { RequireDashboardAccess } from '../guard/RequireDashboardAccess';
import { ComingSoonSection } from '../sections/ComingSoonSection';
import { sectionHref } from '../sections/sectionKeys';
import { DashboardShell } from '../shell/DashboardShell';

/** /dashboard/clients/:clientId: one client; the clients work fills it in. */
export function DashboardClientPage() {
  useDocumentTitle('Client · Dashboard');
  return (
    <RequireDashboardAccess>
      <DashboardShell active="clients" title="Client">
        <ComingSoonSection
          heading="Client Details"
          summary="Everything about one client on a single page."
          features={[
            'Contact, email, phone, website, address, tax id and notes',
            "The client's invoices and quotes, with search and status changes",
            'Edit or delete the client',
          ]}
          action={
            <ButtonLink to={sectionHref('clients')} icon={<ArrowLeftOutlined />}>
              Back to Clients
            </ButtonLink>
          }
        />
      </DashboardShell>
    </RequireDashboardAccess>
  );
}
