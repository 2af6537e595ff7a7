import { Module } from '@nestjs/common';
import { serviceOptionsFrom, type ServiceDefinition } from './service-definition';

@Module({})
class EmptyModule {}

const baseDefinition: ServiceDefinition = {
  service: 'catalog',
  rootModule: () => ({ module: EmptyModule }),
};

describe('serviceOptionsFrom', () => {
  it('passes the start hook on to the running service', () => {
    const onStart = jest.fn(async () => undefined);
    const options = serviceOptionsFrom({ ...baseDefinition, onStart }, {});
    expect(options.onStart).toBe(onStart);
  });

  it('leaves the start hook out when the service has none', () => {
    const options = serviceOptionsFrom(baseDefinition, {});
    expect(options).not.toHaveProperty('onStart');
  });

  it('passes the HTTP configuration hook on to the running service', () => {
    const configureHttp = jest.fn(async () => undefined);
    const options = serviceOptionsFrom({ ...baseDefinition, configureHttp }, {});
    expect(options.configureHttp).toBe(configureHttp);
    expect(serviceOptionsFrom(baseDefinition, {})).not.toHaveProperty('configureHttp');
  });
});
