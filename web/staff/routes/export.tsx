import { Card } from '../../ui/card';
import { ExportForm } from '../features/export/export-form';
import { DataStatus } from '../features/records/data-status';
import { usePageTitle } from '../lib/use-page-title';

export function ExportPage() {
  usePageTitle('Export');
  return (
    <>
      <h1 tabIndex={-1}>Export</h1>
      <p>
        A spreadsheet file (CSV) of the bookings on the days chosen, or of the inquiries that arrived on them. The file holds patients’ personal
        data: keep it on a device only as long as you need it.
      </p>
      <Card>
        <ExportForm />
      </Card>
      <h2>What is kept</h2>
      <Card>
        <DataStatus />
      </Card>
    </>
  );
}
