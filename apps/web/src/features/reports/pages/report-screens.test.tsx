// @vitest-environment happy-dom
/** The GST register and the TCS and TDS reports while the month's report loads and when it cannot be read. */
import { describeReadStates, shopOwner } from '../../../../test/support/screen-states';
import GstRegisterPage from './gst-register-page';
import TcsReportPage from './tcs-report-page';
import TdsReportPage from './tds-report-page';

describeReadStates([
  { name: 'the GST register', Page: GstRegisterPage, url: '/api/admin/reports/gst/register', user: shopOwner, loading: 'Loading the register' },
  { name: 'the TCS report', Page: TcsReportPage, url: '/api/superadmin/reports/tcs', loading: 'Loading the report' },
  { name: 'the TDS report', Page: TdsReportPage, url: '/api/superadmin/reports/tds', loading: 'Loading the report' },
]);
