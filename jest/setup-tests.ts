/** Runs before every test file: adds jest-dom matchers such as `toBeInTheDocument()`. */
import "@testing-library/jest-dom";
