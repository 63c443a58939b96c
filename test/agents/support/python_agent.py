"""An MCP agent on the official Python SDK, as an app developer writes one: the SDK's
OAuthClientProvider over Streamable HTTP, its tokens and registration kept in a file so that
the next run of the program (a restart) carries on where this one stopped.

The person's side happens elsewhere: the authorization URL is printed on a line of standard
output ("AUTHORIZE <url>"), and the address the browser was sent back to is read from a line of
standard input, as a desktop agent hands its callback from a browser to itself.

Usage: python_agent.py --url <mcp endpoint> --store <file> --redirect-uri <loopback URI>
                       [--list] [--call <tool>]...
Prints "TOOLS <json>" and "CALLED <tool> <json>" lines; on any failure "FAILED <message>" and
exit status 1.
"""

import argparse
import json
import sys
import time
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import anyio
import httpx2
from mcp import ClientSession
from mcp.client.auth import OAuthClientProvider
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import AuthorizationCodeResult, OAuthClientInformationFull, OAuthClientMetadata, OAuthToken


def say(*words: str) -> None:
    print(*words, flush=True)


class FileTokenStorage:
    """The SDK's TokenStorage in a JSON file. Tokens keep their absolute expiry, so a later run
    knows whether the access token it finds is still good (expires_in alone means nothing then)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> dict:
        return json.loads(self.path.read_text()) if self.path.exists() else {}

    def _write(self, **changes: object) -> None:
        self.path.write_text(json.dumps({**self._read(), **changes}, indent=2))

    async def get_tokens(self) -> OAuthToken | None:
        stored = self._read().get("tokens")
        if not stored:
            return None
        left = max(0, int(stored.pop("expires_at") - time.time()))
        return OAuthToken.model_validate({**stored, "expires_in": left})

    async def set_tokens(self, tokens: OAuthToken) -> None:
        saved = tokens.model_dump(mode="json", exclude_none=True)
        saved["expires_at"] = time.time() + (tokens.expires_in or 0)
        self._write(tokens=saved)

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        info = self._read().get("client_info")
        return OAuthClientInformationFull.model_validate(info) if info else None

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self._write(client_info=client_info.model_dump(mode="json", exclude_none=True))


class RestartingOAuthProvider(OAuthClientProvider):
    """The SDK loads stored tokens without their expiry and would present an expired access
    token after a restart; like other Python frameworks on this SDK, restore the expiry so the
    provider refreshes first."""

    async def _initialize(self) -> None:
        await super()._initialize()
        if self.context.current_tokens is not None:
            self.context.update_token_expiry(self.context.current_tokens)


async def open_in_browser(url: str) -> None:
    say("AUTHORIZE", url)


async def wait_for_callback() -> AuthorizationCodeResult:
    line = await anyio.to_thread.run_sync(sys.stdin.readline)
    if not line:
        raise RuntimeError("no callback: standard input closed")
    query = {key: values[0] for key, values in parse_qs(urlparse(line.strip()).query).items()}
    if "error" in query:
        raise RuntimeError(f"authorization refused: {query['error']}: {query.get('error_description', '')}")
    return AuthorizationCodeResult(code=query["code"], state=query.get("state"), iss=query.get("iss"))


async def run(args: argparse.Namespace) -> None:
    provider = RestartingOAuthProvider(
        server_url=args.url,
        client_metadata=OAuthClientMetadata(
            client_name="Python SDK agent",
            redirect_uris=[args.redirect_uri],
            grant_types=["authorization_code", "refresh_token"],
            response_types=["code"],
            token_endpoint_auth_method="none",
        ),
        storage=FileTokenStorage(Path(args.store)),
        redirect_handler=open_in_browser,
        callback_handler=wait_for_callback,
    )
    async with httpx2.AsyncClient(auth=provider, timeout=httpx2.Timeout(30.0, read=120.0)) as http:
        async with streamable_http_client(args.url, http_client=http) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                if args.list:
                    tools = (await session.list_tools()).tools
                    say("TOOLS", json.dumps([tool.model_dump(mode="json", by_alias=True, exclude_none=True) for tool in tools]))
                for name in args.call:
                    result = await session.call_tool(name, {})
                    say("CALLED", name, json.dumps(result.model_dump(mode="json", by_alias=True, exclude_none=True)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--store", required=True)
    parser.add_argument("--redirect-uri", required=True)
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--call", action="append", default=[])
    args = parser.parse_args()
    try:
        anyio.run(run, args)
    except BaseException as error:  # an ExceptionGroup from the task groups, or the flow's own error
        leaves = [error]
        while any(isinstance(e, BaseExceptionGroup) for e in leaves):
            leaves = [leaf for e in leaves for leaf in (e.exceptions if isinstance(e, BaseExceptionGroup) else [e])]
        say("FAILED", "; ".join(f"{type(e).__name__}: {e}" for e in leaves))
        sys.exit(1)


if __name__ == "__main__":
    main()
