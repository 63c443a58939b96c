import type request from 'supertest';

export interface ActivityRow {
  action: string;
  target: string | null;
  result: string;
  mcp: boolean;
}

/** The rows of the activity table on a person's app page, as the person reads them. */
export function activityRows(page: string): ActivityRow[] {
  const table = /<table class="activity">[\s\S]*?<\/table>/.exec(page)?.[0] ?? '';
  return [...table.matchAll(/<tr class="(?:done|failed)">([\s\S]*?)<\/tr>/g)].map(([, row]) => {
    const cells = [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]);
    // The code of a cell, as read: the places a line may break (`<wbr>`) are no text.
    const code = (cell: string) => /<code>([\s\S]*?)<\/code>/.exec(cell)?.[1].replaceAll('<wbr>', '') ?? null;
    return {
      action: code(cells[1])!,
      target: code(cells[2]),
      result: cells[3].trim(),
      mcp: cells[1].includes('(MCP tool)'),
    };
  });
}

/** The person's page of one app, and its activity rows. */
export async function appPage(agent: request.Agent, clientId: string, status = 200): Promise<{ text: string; rows: ActivityRow[] }> {
  const res = await agent.get(`/settings/apps/${clientId}`).expect(status);
  return { text: res.text, rows: activityRows(res.text) };
}
