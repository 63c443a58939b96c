import { McpTools } from '../../src/mcp/mcp-tools';
import { firstScopesOfTools, scopesOfTools } from '../../src/scopes/mcp-tool-scopes';

/** The MCP tools as declared, read without a server (no service is ever called): for specs. */
export const DECLARED_TOOLS = new McpTools(...(Array.from({ length: McpTools.length }, () => null) as unknown as ConstructorParameters<typeof McpTools>));
/** Each tool's name and the scopes it declares. */
export const TOOL_SCOPES = Object.fromEntries(DECLARED_TOOLS.table.map(([name, scopes]) => [name, [...scopes]]));
/** Every scope some tool needs; the personal ones, which the `/mcp` 401 names. */
export const MCP_TOOL_SCOPES = scopesOfTools(DECLARED_TOOLS);
export const MCP_FIRST_SCOPES = firstScopesOfTools(DECLARED_TOOLS);
