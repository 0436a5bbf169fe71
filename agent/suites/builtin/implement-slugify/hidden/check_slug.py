import unittest

from slug import slugify


class SlugCheck(unittest.TestCase):
    def test_examples(self) -> None:
        self.assertEqual(slugify("Hello, World!"), "hello-world")
        self.assertEqual(slugify("  Python 3.12 -- what's new?  "), "python-3-12-what-s-new")
        self.assertEqual(slugify("already-a-slug"), "already-a-slug")
        self.assertEqual(slugify("!!!"), "")
