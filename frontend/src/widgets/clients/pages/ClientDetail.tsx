import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useDashboardBase, useSectionHref } from '../../../shared/dashboard-links/dashboardBase';
import {
  useDeleteClientMutation,
  useGetClientQuery,
  ClientAvatar,
  ClientStatusTag,
  displayName,
} from '../../../entities/client';
import { ClientDetailsCard } from '../components/ClientDetailsCard';
import { ClientDocumentsCard } from '../components/ClientDocumentsCard';
import { ClientFormDialog } from '../components/ClientFormDialog';
import { ClientOwesCard } from '../components/ClientOwesCard';
import { DeleteClientDialog } from '../components/DeleteClientDialog';
import '../components/Clients.css';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

const SNACKBAR_SECONDS = 3.5;

/** One client: header, details, its documents, Edit and Delete (Client detail). */
export function ClientDetail({ clientId }: { clientId: string }) {
  const navigate = useNavigate();
  const dashboardHome = useDashboardBase();
  const sectionHref = useSectionHref();
  const { message } = useFeedback();
  const client = useGetClientQuery(clientId);
  const [deleteClient, deletion] = useDeleteClientMutation();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const backToClients = (
    <ButtonLink to={sectionHref('clients')} icon={<ArrowLeftOutlined />}>
      Back to Clients
    </ButtonLink>
  );

  if (client.isLoading) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (!client.data) {
    const missing = client.error && 'status' in client.error && client.error.status === 404;
    return missing ? (
      <Result
        status="404"
        title="Client not found"
        extra={<ButtonLink to={dashboardHome}>Back to Dashboard</ButtonLink>}
      />
    ) : (
      <div className="client-detail">
        {backToClients}
        <Alert
          type="error"
          showIcon
          title="Failed to load client information"
          action={<Button onClick={() => void client.refetch()}>Try again</Button>}
        />
      </div>
    );
  }

  const name = displayName(client.data);
  const confirmDelete = async () => {
    const result = await deleteClient(clientId);
    if (result.error) {
      message.error('Failed to delete client', SNACKBAR_SECONDS);
      return;
    }
    setConfirmingDelete(false);
    message.success('Client deleted successfully', SNACKBAR_SECONDS);
    void navigate(sectionHref('clients'));
  };

  return (
    <div className="client-detail">
      {backToClients}
      <header className="client-detail__header">
        <ClientAvatar name={name} size={56} />
        <div className="client-detail__identity">
          <Typography.Title level={2} className="client-detail__name">
            {name}
          </Typography.Title>
          <ClientStatusTag status={client.data.status} />
        </div>
        <div className="client-detail__actions">
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit Client
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        </div>
      </header>
      <ClientDetailsCard client={client.data} />
      <ClientOwesCard clientId={clientId} />
      <ClientDocumentsCard clientId={clientId} />
      <ClientFormDialog open={editing} client={client.data} onClose={() => setEditing(false)} />
      <DeleteClientDialog
        open={confirmingDelete}
        name={name}
        deleting={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
