import { instanceCounts, instanceNames, instancesVariable } from '../scripts/lib/instances.mjs';

describe('<SERVICE>_INSTANCES', () => {
  it('is named after the service', () => {
    expect(instancesVariable('pdf-render')).toBe('PDF_RENDER_INSTANCES');
    expect(instancesVariable('auth')).toBe('AUTH_INSTANCES');
  });

  it('runs each service once unless its variable says otherwise', () => {
    expect(instanceCounts(['auth', 'pdf-render'], { PDF_RENDER_INSTANCES: '3' })).toEqual({
      auth: 1,
      'pdf-render': 3,
    });
  });

  it.each(['0', '-1', '1.5', 'three', '17', ''])('refuses %p, naming the variable', (value) => {
    expect(() => instanceCounts(['pdf-render'], { PDF_RENDER_INSTANCES: value })).toThrow(
      `PDF_RENDER_INSTANCES must be a whole number from 1 to 16, not '${value}'`,
    );
  });

  it('keeps the service name for one instance and numbers several', () => {
    expect(instanceNames('pdf-render', 1)).toEqual(['pdf-render']);
    expect(instanceNames('pdf-render', 3)).toEqual(['pdf-render-1', 'pdf-render-2', 'pdf-render-3']);
  });
});
