import re


def slugify(title: str) -> str:
    """A URL slug of `title`: lower case; every run of characters that are not ASCII letters or digits
    becomes one hyphen; no hyphen at the start or the end.

    slugify("Hello, World!") == "hello-world"
    """
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
