import unittest

from people import is_adult


class AdultTest(unittest.TestCase):
    def test_child(self) -> None:
        self.assertFalse(is_adult(12))

    def test_eighteen(self) -> None:
        self.assertTrue(is_adult(18))


if __name__ == "__main__":
    unittest.main()
