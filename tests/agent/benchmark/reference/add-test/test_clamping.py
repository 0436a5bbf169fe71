import unittest

from clamping import clamp


class ClampTest(unittest.TestCase):
    def test_below(self) -> None:
        self.assertEqual(clamp(-5, 0, 10), 0)

    def test_above(self) -> None:
        self.assertEqual(clamp(50, 0, 10), 10)

    def test_between(self) -> None:
        self.assertEqual(clamp(7, 0, 10), 7)
