import { clientHref } from '../../../shared/dashboard-links/sectionKeys';
import { displayName, initialsOf } from './clientNames';
import { clientStatusColor } from './clientStatus';

describe('client names', () => {
  it('takes the initials of the first two words', () => {
    expect(initialsOf('acme widgets ltd')).toBe('AW');
    expect(initialsOf('  Zoë  ')).toBe('Z');
    expect(initialsOf('')).toBe('?');
  });

  it('names a client by its business, else its contact', () => {
    expect(displayName({ business_name: 'Acme', contact_name: 'Wile' })).toBe('Acme');
    expect(displayName({ business_name: '', contact_name: 'Wile' })).toBe('Wile');
    expect(displayName({ business_name: '', contact_name: '' })).toBe('Unnamed client');
  });

  it('links to the detail page without the access probe', () => {
    expect(clientHref('c 1')).toBe('/dashboard/clients/c%201?skipChecks=true');
  });

  it('colours active green, inactive amber, others grey', () => {
    expect(clientStatusColor('active')).toBe('success');
    expect(clientStatusColor('inactive')).toBe('warning');
    expect(clientStatusColor('archived')).toBe('default');
    expect(clientStatusColor('prospect')).toBe('default');
  });
});
