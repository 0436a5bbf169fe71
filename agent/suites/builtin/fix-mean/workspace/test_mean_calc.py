import unittest

from mean_calc import mean


class MeanTest(unittest.TestCase):
    def test_mean(self) -> None:
        self.assertEqual(mean([2.0, 4.0, 6.0]), 4.0)

    def test_one_value(self) -> None:
        self.assertEqual(mean([5.0]), 5.0)


if __name__ == "__main__":
    unittest.main()
