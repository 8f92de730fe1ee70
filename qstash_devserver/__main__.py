"""`python -m qstash_devserver` / `qstash-devserver`: run the server until SIGINT/SIGTERM."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from .app import serve
from .config import parse_config


def main(argv: Sequence[str] | None = None) -> None:
    config = parse_config(argv)
    logging.basicConfig(level=logging.WARNING if config.quiet else logging.INFO,
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    asyncio.run(serve(config))


if __name__ == "__main__":
    main()
