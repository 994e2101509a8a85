import { DownloadOutlined, EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { SAMPLE_NOTE, SAMPLES } from '../model/homeContent';
import './SamplePdfs.css';

/** The two sample PDFs the gateway renders with the free template (GET /api/samples/{kind}.pdf). */
export function SamplePdfs() {
  return (
    <section className="home-section home-section--tinted" aria-labelledby="samples-title">
      <Typography.Title level={2} id="samples-title" className="home-section__title">
        See a sample PDF
      </Typography.Title>
      <Typography.Paragraph className="home-section__lead">
        Real PDFs from the free generator, watermark included: open one in your browser or download it.
      </Typography.Paragraph>
      <ul className="samples">
        {SAMPLES.map((sample) => (
          <li key={sample.kind} className="samples__card">
            <FilePdfOutlined className="samples__icon" aria-hidden />
            <div className="samples__body">
              <Typography.Title level={3} className="samples__title">
                {sample.title} <span className="samples__number">{sample.number}</span>
              </Typography.Title>
              <Typography.Paragraph className="samples__text">{sample.text}</Typography.Paragraph>
              <Typography.Text strong>{sample.total}</Typography.Text>
              <div className="samples__actions">
                <Button
                  href={sample.href}
                  target="_blank"
                  rel="noopener"
                  icon={<EyeOutlined />}
                  aria-label={`Preview the ${sample.title.toLowerCase()} (PDF, opens in a new tab)`}
                >
                  Preview
                </Button>
                <Button
                  type="primary"
                  href={`${sample.href}?download=1`}
                  download
                  icon={<DownloadOutlined />}
                  aria-label={`Download the ${sample.title.toLowerCase()} (PDF)`}
                >
                  Download
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Typography.Paragraph className="samples__note">{SAMPLE_NOTE}</Typography.Paragraph>
    </section>
  );
}
