// Imported lazily by new-user-screen.tsx: the agent's form schema brings zod and, through its
// district field, the district table, which the form does not need to show.
export { AgentNewUserBody } from '@kaamkaj/domain';
