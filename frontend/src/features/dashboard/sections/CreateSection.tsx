import { FileAddOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { PATHS } from '../../../shared/paths';
import { ComingSoonSection } from './ComingSoonSection';

export function CreateSection() {
  return (
    <ComingSoonSection
      heading="Invoice / Quote"
      summary="The document builder, saving every invoice and quote to your account."
      features={[
        'Drafts and documents saved to your account, numbered automatically',
        'Your saved business details and clients filled in for you',
        'Up to 2 custom item fields',
        'PDFs without a watermark',
      ]}
      action={
        <ButtonLink to={PATHS.product} icon={<FileAddOutlined />}>
          Use the free builder meanwhile
        </ButtonLink>
      }
    />
  );
}
