import { parseArgs } from 'node:util';
import { OperatorRole, type OperatorRoleValue } from '@ia/shared';
import { AdminAuthRepository } from '../modules/admin-auth/admin-auth.repository';
import { AdminAuthService } from '../modules/admin-auth/admin-auth.service';
import { runCli } from './run-cli';

const usage = `Creates a console operator.
  npm run admin:create -- --username NAME --password SECRET [--name 显示名] [--role administrator|reviewer|content_editor|pharmacovigilance]
The password may also come from the OPERATOR_PASSWORD variable, to keep it out of shell history.`;

runCli(async (database) => {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'administrator' },
    },
  });
  const password = values.password ?? process.env.OPERATOR_PASSWORD;
  if (!values.username || !password) throw new Error(usage);
  if (!OperatorRole.includes(values.role as OperatorRoleValue))
    throw new Error(`Unknown role ${values.role}.\n${usage}`);
  await database.migrate();
  const adminAuth = new AdminAuthService(new AdminAuthRepository(database.db), () => new Date());
  const operator = await adminAuth.createOperator({
    username: values.username,
    password,
    role: values.role as OperatorRoleValue,
    ...(values.name ? { displayName: values.name } : {}),
  });
  console.log(`created operator ${operator.username} (${operator.role})`);
});
