from server_config import DEFAULTS


def address(overrides: dict[str, object] | None = None) -> str:
    settings = {**DEFAULTS, **(overrides or {})}
    return f"{settings['host']}:{settings['port']}"


if __name__ == "__main__":
    print(f"listening on {address()}")
